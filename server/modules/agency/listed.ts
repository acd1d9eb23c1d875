import type { ServiceType } from '@contract/agency';
import type { ListedService, ListedServiceItem, ListedServiceQuery, OfferingAgency } from '@contract/schemas/agency-service';
import type { Conn } from '../../lib/db';
import { notFound } from '../../lib/errors';
import * as queries from './service-queries';

/** An approved service of a listed agency whose profile is approved, or null (orders and vouchers check it). */
export function findListedService(conn: Conn, serviceId: number): Promise<ListedService | null> {
  return queries.findListedService(conn, serviceId);
}

/** The listed agencies with an approved service of `serviceType`, by name. */
export function agenciesOffering(conn: Conn, serviceType: ServiceType): Promise<OfferingAgency[]> {
  return queries.agenciesOffering(conn, serviceType);
}

const item = (row: queries.ServiceRecord): ListedServiceItem => ({
  id: row.id,
  mechanismId: row.mechanismId,
  mechanismName: row.mechanismName,
  name: row.name,
  serviceType: row.serviceType,
  priceMinFen: row.priceMinFen,
  priceMaxFen: row.priceMaxFen,
  deliveryDays: row.deliveryDays,
  deliverables: row.deliverables,
  voucherPayable: row.voucherPayable,
  body: row.body,
});

/** One page of listed services, newest first: the agencies' share of the park's service products. */
export async function listedServicePage(conn: Conn, query: ListedServiceQuery) {
  const { list, total } = await queries.listListedServices(conn, query);
  return { list: list.map(item), total };
}

/** One listed service with its body, or null when it is not (or no longer) listed. */
export async function listedServiceDetail(conn: Conn, serviceId: number): Promise<ListedServiceItem | null> {
  if (!(await queries.findListedService(conn, serviceId))) return null;
  const row = await queries.findService(conn, serviceId);
  return row ? item(row) : null;
}

/** The route's read: a service that is not (or no longer) listed answers 404, saying nothing more. */
export async function listedServiceShown(conn: Conn, serviceId: number): Promise<ListedServiceItem> {
  const row = await listedServiceDetail(conn, serviceId);
  if (!row) throw notFound('服务不存在或已下架');
  return row;
}

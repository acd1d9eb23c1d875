import type { CompaniesBench } from './companies-bench';
import { MESSAGE_SIZE } from './companies-at-size';
import { round } from './stats';

type Row = [measurement: string, value: string, baseline: string, ratio: string];

const ms = (value: number): string => `${round(value, value < 100 ? 1 : 0)} ms`;
const mb = (value: number): string => `${round(value, 1)} MB`;
const times = (value: number, baseline: number): string => `${round(value / baseline, 2)}×`;
const count = (n: number) => n.toLocaleString('en');

/** The rows of the companies-at-size bench: the export's time and memory against 1,000, the unread count's load. */
export function companiesRows(r: CompaniesBench): Row[] {
  const [small, large] = r.exports;
  const rows: Row[] = [];
  if (small && large) {
    const label = `${count(large.companies)} companies × ${large.fields} fields`;
    const base = `${count(small.companies)} companies`;
    const growth = (run: typeof small) => run.rssPeakMb - run.rssBeforeMb;
    rows.push(
      [`export (background task) of ${label}: until done`, ms(large.ms), `${base} ${ms(small.ms)}`, times(large.ms, small.ms)],
      [`export of ${label}: per 1,000 companies`, ms(large.ms / (large.companies / 1000)), `${base} ${ms(small.ms / (small.companies / 1000))}`, times(large.ms / large.companies, small.ms / small.companies)],
      [`export of ${label}: server RSS peak growth`, mb(growth(large)), `${base} ${mb(growth(small))}`, times(Math.max(growth(large), 0.1), Math.max(growth(small), 0.1))],
      [`export of ${label}: server RSS peak`, mb(large.rssPeakMb), `${base} ${mb(small.rssPeakMb)}`, times(large.rssPeakMb, small.rssPeakMb)],
      [`export of ${label}: file size`, `${round(large.fileBytes / 1024, 0)} KB`, `${base} ${round(small.fileBytes / 1024, 0)} KB`, times(large.fileBytes, small.fileBytes)],
    );
  }
  const { unreadCount, healthz } = r;
  const name = `unread count (${count(MESSAGE_SIZE.messages)} messages)`;
  rows.push(
    [`server, 50 connections: ${name} req/s`, String(round(unreadCount.requestsPerSecond, 0)), `/healthz ${round(healthz.requestsPerSecond, 0)}`, times(unreadCount.requestsPerSecond, healthz.requestsPerSecond)],
    [`server, 50 connections: ${name} p99`, ms(unreadCount.p99Ms), `/healthz ${ms(healthz.p99Ms)}`, times(unreadCount.p99Ms, healthz.p99Ms)],
  );
  return rows;
}

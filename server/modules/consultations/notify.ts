import { messageSubject } from '@contract/messages';
import { screenLink } from '@contract/screens/links';
import type { Conn } from '../../lib/db';
import { notifyCompany, notifyParkOperators, sendMessage, type MessageDraft } from '../../lib/messages';
import { agencyUserIds } from './queries';

// Where each reader acts: the park and the agency on the consultation's detail, the company in its list's thread.
export const manageLink = (id: number) => screenLink('adviceOrderDetail', { id });
export const companyLink = (id: number) => screenLink('front-advice-order', { id });

interface Target {
  id: number;
  parkId: number;
  companyId: number;
  subjectTitle: string;
}

export function toPark(tx: Conn, c: Target, draft: Omit<MessageDraft, 'link' | 'parkId'>) {
  return notifyParkOperators(tx, c.parkId, { ...draft, link: manageLink(c.id), subject: messageSubject('consultation', c.id) });
}

export function toCompany(tx: Conn, c: Target, draft: Omit<MessageDraft, 'link' | 'parkId'>) {
  return notifyCompany(tx, c.companyId, { ...draft, link: companyLink(c.id), parkId: c.parkId, subject: messageSubject('consultation', c.id) });
}

export async function toAgency(tx: Conn, mechanismId: number, c: Target, draft: Omit<MessageDraft, 'link' | 'parkId'>) {
  await sendMessage(tx, await agencyUserIds(tx, mechanismId), { ...draft, link: manageLink(c.id), parkId: c.parkId, subject: messageSubject('consultation', c.id) });
}

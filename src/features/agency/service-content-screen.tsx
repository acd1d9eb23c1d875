import { SERVICE_STATE_KEYS } from '@contract/agency';
import { OwnServiceList } from './own-service-list';

/** Screen `service-content`: the agency's whole service catalogue, every state, searchable by name and state. */
export function ServiceContentScreen() {
  return <OwnServiceList states={SERVICE_STATE_KEYS} allByDefault />;
}

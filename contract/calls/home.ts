import { Home } from '../schemas/home';
import { defineCalls } from './define-call';

// The to-do home (issue 24 point 1): one call per host kind, each answering the kinds of contract/home.ts its caller
// acts on. An operator is answered only the kinds whose screen and privilege the role holds (the service filters).
export const homeCalls = defineCalls('home', ['待办'], {
  manage: {
    method: 'GET', path: 'v1/admin/home', response: Home, summary: '园区运营的待办：按类别的数量、超时数与最早的几条',
    access: { hosts: ['manage'], park: 'session', open: 'each kind is answered only to a role that opens its screen and holds its privilege' },
  },
  front: { method: 'GET', path: 'v1/ps/home', response: Home, access: { hosts: ['front'], park: 'session' }, summary: '入驻企业的待办' },
  agent: { method: 'GET', path: 'v1/cash/mechanism/home', response: Home, access: { hosts: ['agent'] }, summary: '服务机构的待办' },
});

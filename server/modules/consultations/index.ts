// The consultations module's face: a company's questions about its park's policies and services, answered as a
// thread by the park or the agency it hands them to (issue 16, contract/consultation-states.ts).
import type { ModuleFace } from '../../lib/module-face';
import { seedConsultations } from './seed';
import { consultationRoutes } from './routes';
import { consultationTodos } from './home-queries';

export const consultationsModule: ModuleFace = { routes: [consultationRoutes], todos: consultationTodos, seeds: [seedConsultations] };

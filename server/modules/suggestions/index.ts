// Company suggestions' face (issue 14 point 5, spec §7 aspirations).
import type { ModuleFace } from '../../lib/module-face';
import { seedSuggestions } from './seed';
import { suggestionRoutes } from './routes';
import { suggestionTodos } from './home-queries';

export const suggestionsModule: ModuleFace = { routes: [suggestionRoutes], todos: suggestionTodos, seeds: [seedSuggestions] };

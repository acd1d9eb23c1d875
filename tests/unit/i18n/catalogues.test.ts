import { describe, expect, it } from 'vitest';
import { knownCatalogues, loadSide, type Catalogue } from '@/lib/i18n/catalogue';
import { SCREENS } from '@contract/screens/catalogue';
import { AGENT_MENU_GROUPS, FRONT_MENU_GROUPS, MANAGE_MENU_GROUPS } from '@contract/screens/menu-groups';
import { SCREEN_WORDS_EN } from '@contract/screens/words-en';

// Every catalogue of the console: the modules that define one (a feature's i18n/, the shared components', the
// shell's, the error catalogue). Loading them registers them.
const modules = import.meta.glob(['/src/**/i18n/*.ts', '!/src/**/i18n/*-zh-CN.ts', '!/src/**/i18n/*-en-US.ts', '/src/api/errors.ts'], {
  eager: true,
});

const HAN = /[\u3400-\u9fff]/;

/** Each key path with the kind of its value (a function with its arity), for comparing two sides' shapes. */
function shape(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [`${path}: text`];
  if (typeof value === 'function') return [`${path}: (${value.length})`];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => shape(inner, `${path}.${key}`));
  return [`${path}: ${typeof value}`];
}

/** Every word of a side, functions called with sample values. */
function words(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return [String((value as (...args: unknown[]) => unknown)(...Array.from({ length: value.length }, () => '3')))];
  if (value && typeof value === 'object') return Object.values(value).flatMap(words);
  return [];
}

describe('the catalogues', () => {
  it('finds the catalogues of the converted parts', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(5);
    expect(knownCatalogues().size).toBeGreaterThanOrEqual(5);
  });

  it('gives every key of the Chinese side an English word of the same kind, and no English word in Chinese', async () => {
    for (const catalogue of knownCatalogues() as ReadonlySet<Catalogue<unknown>>) {
      const english = await loadSide(catalogue, 'en-US');
      expect(shape(english).sort()).toEqual(shape(catalogue.zh).sort());
      const han = words(english).filter((word) => HAN.test(word));
      expect(han, 'Chinese left in an English catalogue').toEqual([]);
    }
  });

  it('has the English of every word the screen catalogue shows', () => {
    const shown = new Set<string>();
    for (const screen of Object.values(SCREENS) as Array<{ label: string; crumbs?: readonly string[]; frontMenu?: { name?: string }; agentMenu?: { name?: string } }>) {
      shown.add(screen.label);
      for (const crumb of screen.crumbs ?? []) shown.add(crumb);
      if (screen.frontMenu?.name) shown.add(screen.frontMenu.name);
      if (screen.agentMenu?.name) shown.add(screen.agentMenu.name);
    }
    for (const group of [...Object.values(MANAGE_MENU_GROUPS), ...Object.values(FRONT_MENU_GROUPS), ...Object.values(AGENT_MENU_GROUPS)]) shown.add(group.name);
    expect([...shown].filter((word) => !SCREEN_WORDS_EN[word])).toEqual([]);
    expect(Object.values(SCREEN_WORDS_EN).filter((word) => HAN.test(word))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { DomainDeclaration } from '@contract/domain';
import { HOME_KIND_KEYS, HOME_KINDS, type HomeKindKey } from '@contract/home';
import { HOST_KEYS } from '@contract/host-kinds';
import { MACHINES, type MachineName } from '@contract/machines';
import { MESSAGE_KINDS, MESSAGE_SUBJECTS, type MessageKind, type MessageSubjectKind } from '@contract/messages';
import { LOG_MODULES, type LogModule } from '@contract/oplog';
import { DOMAINS } from '@contract/screens/catalogue';

// The registries are gathered from the domains the catalogue lists (contract/domain.ts): each keeps its literal keys,
// so a code no domain declares fails to compile, and no two domains may claim one code (the later would hide the
// earlier's label without a word).
const undeclared = {
  // @ts-expect-error no domain declares this log module
  logModule: 'noSuchModule' satisfies LogModule,
  // @ts-expect-error no domain declares this message kind
  messageKind: 'noSuchKind' satisfies MessageKind,
  // @ts-expect-error no domain declares this message subject
  subject: 'noSuchSubject' satisfies MessageSubjectKind,
  // @ts-expect-error no domain declares this machine
  machine: 'noSuchMachine' satisfies MachineName,
  // @ts-expect-error no domain declares this to-do kind
  homeKind: 'noSuchKind' satisfies HomeKindKey,
};
const declared = {
  logModule: 'suggestion' satisfies LogModule,
  messageKind: 'suggestionAssigned' satisfies MessageKind,
  subject: 'suggestion' satisfies MessageSubjectKind,
  machine: 'suggestion' satisfies MachineName,
  homeKind: 'suggestion' satisfies HomeKindKey,
};

const domains: readonly DomainDeclaration[] = DOMAINS;
const declaredKeys = (part: 'logModules' | 'messageKinds' | 'machines' | 'homeKinds') => domains.flatMap((domain) => Object.keys(domain[part] ?? {}));

describe('the registries gathered from the domains', () => {
  it('read as their codes, and an undeclared one is no code of theirs', () => {
    expect(Object.keys(LOG_MODULES)).toContain(declared.logModule);
    expect(Object.keys(MESSAGE_KINDS)).toContain(declared.messageKind);
    expect(MESSAGE_SUBJECTS).toContain(declared.subject);
    expect(Object.keys(MACHINES)).toContain(declared.machine);
    expect(HOME_KIND_KEYS).toContain(declared.homeKind);
    expect(Object.keys(LOG_MODULES)).not.toContain(undeclared.logModule);
    expect(Object.keys(MESSAGE_KINDS)).not.toContain(undeclared.messageKind);
    expect(MESSAGE_SUBJECTS).not.toContain(undeclared.subject);
    expect(Object.keys(MACHINES)).not.toContain(undeclared.machine);
    expect(HOME_KIND_KEYS).not.toContain(undeclared.homeKind);
  });

  it.each(['logModules', 'messageKinds', 'machines', 'homeKinds'] as const)('hold every %s entry of every domain, none claimed twice', (part) => {
    const keys = declaredKeys(part);
    expect(new Set(keys).size, `a ${part} code declared by two domains`).toBe(keys.length);
    const gathered = { logModules: LOG_MODULES, messageKinds: MESSAGE_KINDS, machines: MACHINES, homeKinds: HOME_KINDS }[part];
    expect(Object.keys(gathered).sort()).toEqual([...keys].sort());
  });

  it('keep the message subjects unique', () => {
    expect(new Set(MESSAGE_SUBJECTS).size).toBe(MESSAGE_SUBJECTS.length);
  });

  it.each(HOST_KEYS)('give each of the %s home cards its own place, in the order of the places', (host) => {
    const places = HOME_KIND_KEYS.filter((key) => HOME_KINDS[key].host === host).map((key) => HOME_KINDS[key].place);
    expect(new Set(places).size).toBe(places.length);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });
});

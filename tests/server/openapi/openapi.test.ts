import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../helpers/test-server';

// The ratchet of issue 21 point 2, at its end: every operation is declared in contract/calls and documents its answer.
const DECLARED_AT_LEAST = 334;
const UNANSWERED_AT_MOST = 0;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

interface Operation {
  operationId?: string;
  responses?: Record<string, unknown>;
  security?: unknown[];
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

function operationsOf(document: OpenApiDocument): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([url, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, operation]): [string, Operation] => [`${method.toUpperCase()} ${url}`, operation]),
  );
}

// The published document is what people point their tools at: it must pass them, every time the tests run.
describe('the OpenAPI document', () => {
  let app: FastifyInstance;
  let document: OpenApiDocument;
  beforeAll(async () => {
    app = await testApp();
    document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  });
  afterAll(() => app.close());

  it('is valid for swagger-parser', async () => {
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeTruthy();
  });

  it('has no error under redocly recommended rules', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'openapi.json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('names every operation once and documents its refusals', () => {
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(80);
    const missing = operations.filter(([, op]) => !op.operationId).map(([name]) => name);
    expect(missing).toEqual([]);
    const ids = operations.map(([, op]) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const signedIn = operations.filter(([, op]) => op.security === undefined || op.security.length > 0);
    const undocumented = signedIn.filter(([, op]) => !op.responses?.['401'] || (op.security === undefined && !op.responses['403']));
    expect(undocumented.map(([name]) => name)).toEqual([]);
  });

  // Issue 21 point 2: every operation documents the body it answers. The calls declared in contract/calls carry
  // theirs; the routes still registered by hand are counted here, and the count may only go down.
  it('documents the answer of every declared call, and of more routes each time', () => {
    const operations = operationsOf(document);
    // An envelope whose data is described, or a file (an .xlsx export) described as binary.
    const answered = ([, op]: [string, Operation]) => {
      const ok = op.responses?.['200'] as { content?: Record<string, { schema?: { format?: string; properties?: { data?: unknown } } }> } | undefined;
      return Object.entries(ok?.content ?? {}).some(([media, { schema }]) =>
        media === 'application/json' ? Boolean(schema?.properties?.data) : schema?.format === 'binary');
    };
    const declared = operations.filter(([, op]) => op.operationId?.includes('.'));
    expect(declared.length).toBeGreaterThanOrEqual(DECLARED_AT_LEAST);
    expect(operations.filter(([, op]) => !op.operationId?.includes('.')).map(([name]) => name)).toEqual([]);
    expect(declared.filter((op) => !answered(op)).map(([name]) => name)).toEqual([]);
    const unanswered = operations.filter((op) => !answered(op)).map(([name]) => name);
    expect(unanswered.length, unanswered.join('\n')).toBeLessThanOrEqual(UNANSWERED_AT_MOST);
  });

  it('generates a TypeScript client that type-checks', async () => {
    const source = astToString(await openapiTS(structuredClone(document) as never));
    const dir = fs.mkdtempSync(path.join(process.env.PARK_TEST_TMP ?? os.tmpdir(), 'openapi-ts-'));
    const file = path.join(dir, 'api.d.ts');
    fs.writeFileSync(file, source);
    const program = ts.createProgram([file], { strict: true, noEmit: true, skipLibCheck: false, types: [], lib: ['lib.es2022.d.ts'] });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
    expect(source).toContain('"park.list"');
  });
});

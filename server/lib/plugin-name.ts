import type { FastifyPluginAsync } from 'fastify';

// The symbol Fastify reads a plugin's name from (fastify-plugin sets it from its `name` option).
const DISPLAY_NAME = Symbol.for('fastify.display-name');

/**
 * The plugin, named for Fastify's errors and plugin tree. Without a name Fastify looks for the plugin among the
 * exports of every loaded CommonJS module (`require.cache`) at each registration: in a test worker, whose cache holds
 * thousands of modules and which builds an app per file, that search was 8 s of the server tests' CPU.
 */
export function withPluginName<T extends FastifyPluginAsync>(plugin: T, name: string): T {
  if (!(DISPLAY_NAME in plugin)) Object.defineProperty(plugin, DISPLAY_NAME, { value: name });
  return plugin;
}

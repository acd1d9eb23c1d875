import { createRequire } from 'node:module';

/**
 * Outside production, antd's style hooks record which design tokens each component reads, for antd's own tooling:
 * every token object is wrapped in a Proxy and every merge of tokens copies each key as a getter
 * (@ant-design/cssinjs-utils, util/statistic.js, decided once when the module loads): the components project 207–211 →
 * 193 s of CPU without it, for a record no test reads. Loaded first, as production loads it, the module merges plain
 * objects; every value a style reads is the same.
 */
const require = createRequire(import.meta.url);
const mode = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
try {
  require('@ant-design/cssinjs-utils/lib/util/statistic');
} finally {
  process.env.NODE_ENV = mode;
}

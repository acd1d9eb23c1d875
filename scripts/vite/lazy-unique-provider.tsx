import { lazy, Suspense, type ReactNode } from 'react';

// Stands in for antd's tooltip UniqueProvider where antd's ConfigProvider imports it (see narrowImports in
// vite.config.ts): ConfigProvider renders it only under `tooltip={{ unique: true }}`, so it loads only then.
const UniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider'));

export default function LazyUniqueProvider({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <UniqueProvider>{children}</UniqueProvider>
    </Suspense>
  );
}

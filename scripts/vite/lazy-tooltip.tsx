import { lazy, Suspense, type ComponentProps } from 'react';

// Stands in for antd's Tooltip where antd's Segmented imports it (see narrowImports in vite.config.ts): Segmented
// draws a tooltip only for options that ask for one, so the Tooltip and its popup engine load when one does.
const Tooltip = lazy(() => import('antd/es/tooltip'));

export default function LazyTooltip(props: ComponentProps<typeof Tooltip>) {
  return (
    <Suspense fallback={props.children}>
      <Tooltip {...props} />
    </Suspense>
  );
}

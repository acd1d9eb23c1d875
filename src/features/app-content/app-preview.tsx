import { useQuery } from '@tanstack/react-query';
import { Alert, ConfigProvider, Empty, Spin, Typography, theme } from 'antd';
import { loadError } from '@/api/queries/load-error';
import { useTexts } from '@/stores/language';
import { useParkStore } from '@/stores/park';
import { appContentCatalogue } from './i18n/app-content';
import { previewQuery } from './app-content-queries';

const PHONE_WIDTH = 375;
const heading = { fontSize: 14, fontWeight: 600, margin: '12px 0 8px' } as const;
// The tenant's app is light: its preview stays light in the console's dark theme too, its own text and link colours
// set here (the page's would be the dark theme's light text on the preview's white).
const PREVIEW_TEXT = '#1f1f1f';
const PREVIEW_LINK = '#0958d9';
const LIGHT = { algorithm: theme.defaultAlgorithm } as const;

/** What a tenant's app shows now, at a phone's width: only items in their window, in order (the server's own read). */
export function AppPreview() {
  const parkId = useParkStore((state) => state.parkId);
  const preview = useQuery(previewQuery(parkId));
  const home = preview.data;
  const words = useTexts(appContentCatalogue).preview;

  return (
    <ConfigProvider theme={LIGHT}>
    <section aria-label={words.label} style={{ width: PHONE_WIDTH, border: '10px solid #1f1f1f', borderRadius: 28, background: '#f5f5f5', color: PREVIEW_TEXT, overflow: 'hidden' }}>
      {/* Both scrolling areas take the keyboard's focus, so they scroll without a mouse too (WCAG 2.1.1). */}
      <div role="region" aria-label={words.screen} tabIndex={0} style={{ height: 640, overflowY: 'auto', padding: 12 }}>
        {preview.isPending && <Spin />}
        {preview.isError && <Alert type="error" showIcon title={loadError(preview.error)} />}
        {home && (
          <>
            <div role="list" aria-label={words.banners} tabIndex={0} style={{ display: 'flex', gap: 8, overflowX: 'auto', scrollSnapType: 'x mandatory' }}>
              {home.banners.length === 0 && <Empty description={words.noBanners} />}
              {home.banners.map((b) => (
                <div role="listitem" key={b.id} aria-label={b.title} style={{ flex: '0 0 100%', scrollSnapAlign: 'start' }}>
                  <img src={b.image ?? ''} alt={b.title} style={{ width: '100%', aspectRatio: '5 / 2', objectFit: 'cover', borderRadius: 8 }} />
                </div>
              ))}
            </div>
            <div role="list" aria-label={words.quickEntries} style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 8, background: '#fff', borderRadius: 8, padding: 8, marginTop: 12 }}>
              {home.quickEnters.map((q) => (
                <div role="listitem" key={q.id} style={{ textAlign: 'center', fontSize: 12 }}>
                  <img src={q.image ?? ''} alt="" style={{ width: 40, height: 40 }} />
                  <div>{q.title}</div>
                </div>
              ))}
            </div>
            {home.recommends.length > 0 && <div style={heading}>{words.recommended}</div>}
            {home.recommends.map((r) => <Typography.Paragraph key={r.id} style={{ background: '#fff', color: PREVIEW_TEXT, padding: 8, borderRadius: 6, margin: '0 0 6px' }}>{r.linkTitle ?? r.title}</Typography.Paragraph>)}
            <div style={heading}>{words.dynamics}</div>
            {home.dynamics.map((d) => <Typography.Paragraph key={d.id} ellipsis style={{ color: PREVIEW_TEXT, margin: '0 0 6px' }}>{d.title}</Typography.Paragraph>)}
            <div style={heading}>{words.phones}</div>
            <ul aria-label={words.phoneList} style={{ listStyle: 'none', padding: 0, margin: 0, background: '#fff', borderRadius: 8 }}>
              {home.phones.map((p) => (
                <li key={p.id} style={{ display: 'flex', justifyContent: 'space-between', padding: '8px 12px', borderBottom: '1px solid #f0f0f0' }}>
                  <span>{p.title}</span>
                  <a href={`tel:${p.phone ?? ''}`} style={{ color: PREVIEW_LINK }}>{p.phone}</a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
    </ConfigProvider>
  );
}

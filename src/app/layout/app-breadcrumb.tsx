import { Breadcrumb } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useScreenWord } from '@/app/i18n/shell';
import type { ScreenRoute } from '@/app/menus/menu-tree';

/** Crumbs of the current screen; with more than one, the first goes back. */
export function AppBreadcrumb({ routes }: { routes: ScreenRoute[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const word = useScreenWord();
  const crumbs = (routes.find((route) => route.path === pathname)?.crumbs ?? []).map(word);
  if (crumbs.length === 0) return null;
  const items = crumbs.map((name, index) =>
    index === 0 && crumbs.length > 1
      ? {
          title: (
            <a
              href="#back"
              onClick={(event) => {
                event.preventDefault();
                navigate(-1);
              }}
            >
              {name}
            </a>
          ),
        }
      : { title: name },
  );
  return <Breadcrumb items={items} style={{ marginBottom: 16 }} />;
}

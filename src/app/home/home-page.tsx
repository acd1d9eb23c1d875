import { Empty } from 'antd';
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bindSessionToPark } from '@/api/session-park';
import { fetchMyParks } from '@/api/user';
import type { ParkBrief } from '@/api/types';
import { ParkChooser } from '@/app/home/park-chooser';
import { manageMenuQuery } from '@/app/menus/menu-query';
import { shellCatalogue } from '@/app/i18n/shell';
import { PageLoading } from '@/app/screens/page-loading';
import { useTexts } from '@/stores/language';
import { useParkStore } from '@/stores/park';
import { useSessionStore } from '@/stores/session';
import { screenLink } from '@contract/screens/links';

/** Where every host kind lands after sign-in and park choice: its to-do (issue 24 point 1). */
export const TODO_HOME = screenLink('home');

type View = { kind: 'deciding' } | { kind: 'choose'; parks: ParkBrief[] } | { kind: 'empty' };

/** The root route: the park choice of spec §2, then every host kind goes to its to-do home. */
export function HomePage() {
  const hostKey = useSessionStore((state) => state.hostKey);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const [view, setView] = useState<View>({ kind: 'deciding' });
  const queryClient = useQueryClient();
  const shellTexts = useTexts(shellCatalogue);

  useEffect(() => {
    let active = true;
    const go = (path: string) => {
      if (active) void navigate(path, { replace: true });
    };
    const enterPark = async (park: Pick<ParkBrief, 'id' | 'name'>) => {
      await enterManagePark(park);
      // The shell's menu is read before the home opens in it.
      await queryClient.fetchQuery(manageMenuQuery(park.id));
      go(redirect ?? TODO_HOME);
    };
    const decide = async () => {
      if (hostKey === 'agent') return go(redirect ?? TODO_HOME);
      if (hostKey === 'front') {
        await adoptCompanyPark();
        return go(redirect ?? TODO_HOME);
      }
      const parks = await fetchMyParks();
      if (!active) return;
      useParkStore.getState().setParks(parks);
      if (parks.length <= 1) return enterPark(parks[0] ?? { id: 0, name: '' });
      useParkStore.getState().setNeedSwitch(true);
      setView({ kind: 'choose', parks });
    };
    decide().catch(() => active && setView({ kind: 'empty' }));
    return () => {
      active = false;
    };
  }, [hostKey, navigate, redirect, queryClient]);

  const choose = (park: ParkBrief) => {
    enterManagePark(park)
      .then(() => queryClient.fetchQuery(manageMenuQuery(park.id)))
      .then(() => void navigate(redirect ?? TODO_HOME, { replace: true }))
      .catch(() => undefined);
  };

  if (view.kind === 'choose') return <ParkChooser parks={view.parks} onChoose={choose} />;
  if (view.kind === 'empty') return <Empty description={shellTexts.page.noMenus} />;
  return <PageLoading />;
}

/** A manage user works in one park: the session moves there (its privileges with it), then the park is current. */
async function enterManagePark(park: Pick<ParkBrief, 'id' | 'name'>): Promise<void> {
  if (park.id !== 0) await bindSessionToPark(park.id);
  useParkStore.getState().choosePark(park);
}

/** A tenant works in its company's park: remember it for the header. */
async function adoptCompanyPark(): Promise<void> {
  const parks = await fetchMyParks().catch(() => []);
  const park = parks[0];
  if (park) {
    useParkStore.getState().setParks(parks);
    useParkStore.getState().choosePark(park);
  }
}

import type { shellZh } from '@/app/i18n/shell-zh-CN';
import type { Texts } from '@/lib/i18n/catalogue';

export const texts: Texts<typeof shellZh> = {
  platform: 'Park Console',
  dashboard: 'Dashboard',
  currentPark: (name) => `Park: ${name}`,
  toDark: 'Switch to the dark theme',
  toLight: 'Switch to the light theme',
  topMenu: 'Top menu',
  sideMenu: 'Side menu',
  account: 'Account',
  switchPark: 'Switch park',
  signOut: 'Sign out',
  noAccess: { title: 'No access', detail: 'You may not open this page; ask an administrator for access.' },
  notFound: { title: 'Page not found', detail: 'The page does not exist or has been removed.', home: 'Back to home' },
  chooser: {
    title: 'Choose the park to enter',
    list: 'Parks',
    none: 'No park in this region',
    choose: 'Choose',
    province: 'Province',
    city: 'City',
    area: 'District',
    park: 'Park',
    pick: (what) => `Select a ${what.toLowerCase()}`,
  },
};

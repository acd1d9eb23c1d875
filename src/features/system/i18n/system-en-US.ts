import type { systemZh } from '@/features/system/i18n/system-zh-CN';
import type { Texts } from '@/lib/i18n/catalogue';

export const texts: Texts<typeof systemZh> = {
  tabs: { platform: 'Platform', version: 'App version', apps: 'Client apps' },
  section: { adminOnly: 'Only the platform admin can change these settings', save: 'Save', saved: 'Settings saved' },
  platform: {
    name: 'Platform name',
    logo: 'Platform logo',
    phone: 'Service phone',
    phoneInvalid: 'Please enter a valid service phone number',
    icp: 'ICP licence no.',
    copyright: 'Copyright',
    loginNotice: 'Sign-in page notice',
  },
  version: {
    current: 'Current version',
    min: 'Lowest supported version',
    rule: 'A version reads like 1.2.0',
    url: 'Download address',
    urlInvalid: 'Please enter an address starting with http(s)',
    notes: 'Release notes',
    force: 'Force update',
  },
  apps: {
    name: 'App name',
    platform: 'Platform',
    remark: 'Remark',
    createdAt: 'Created at',
    miniprogram: 'Mini program',
    create: 'New app',
    created: 'App created',
    secretOnce: 'The AppSecret is shown only this once: keep it safe now',
    keyLabel: 'AppKey: ',
    secretLabel: 'AppSecret: ',
  },
};

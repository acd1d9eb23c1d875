// Platform settings, the app version and client apps (spec §7: v1/system/*, v1/admin/park/versionSetting|appList|createApp).
import { Type, type Static } from 'typebox';
import { Body, Matching, Name, Nullable, Paging, StringEnum, Text, Url } from '../primitives';
import { ImageUrl, ServicePhone } from './park';

const Version = Matching('^[0-9]+(\\.[0-9]+){0,3}$', 20);

export const SupperSettingInput = Body({
  platformName: Name(30),
  logo: Type.Optional(Nullable(ImageUrl)),
  servicePhone: ServicePhone,
  icp: Type.Optional(Text(50)),
  copyright: Type.Optional(Text(100)),
  loginNotice: Type.Optional(Text(500, { multiline: true })),
});
export type SupperSettingInput = Static<typeof SupperSettingInput>;

export const VersionSettingInput = Body({
  version: Version,
  minVersion: Version,
  downloadUrl: Url(500),
  releaseNotes: Type.Optional(Text(2000, { multiline: true })),
  forceUpdate: Type.Optional(Type.Boolean()),
});
export type VersionSettingInput = Static<typeof VersionSettingInput>;

export const AppQuery = Body({ ...Paging, name: Type.Optional(Text(30)) });
export type AppQuery = Static<typeof AppQuery>;

export const APP_PLATFORMS = ['android', 'ios', 'web', 'miniprogram'] as const;
export const AppPlatform = StringEnum(APP_PLATFORMS);
export type AppPlatform = Static<typeof AppPlatform>;

export const AppInput = Body({
  name: Name(30),
  platform: AppPlatform,
  remark: Type.Optional(Nullable(Text(200, { multiline: true }))),
});
export type AppInput = Static<typeof AppInput>;

/** The settings as saved: every field present. */
export const SupperSetting = Type.Object({
  platformName: Type.String(),
  logo: Nullable(Type.String()),
  servicePhone: Type.String(),
  icp: Type.String(),
  copyright: Type.String(),
  loginNotice: Type.String(),
});
export type SupperSetting = Static<typeof SupperSetting>;

export const VersionSetting = Type.Object({
  version: Type.String(),
  minVersion: Type.String(),
  downloadUrl: Type.String(),
  releaseNotes: Type.String(),
  forceUpdate: Type.Boolean(),
});
export type VersionSetting = Static<typeof VersionSetting>;

export const ClientApp = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  platform: AppPlatform,
  appKey: Type.String(),
  remark: Nullable(Type.String()),
  createdAt: Type.String(),
});
export type ClientApp = Static<typeof ClientApp>;

/** The answer to creating an app carries its secret, shown only then. */
export const CreatedApp = Type.Object({ ...ClientApp.properties, appSecret: Type.String() });
export type CreatedApp = Static<typeof CreatedApp>;

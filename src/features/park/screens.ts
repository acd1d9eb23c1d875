import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/park, by screen name (src/app/screens composes every feature's). */
export const parkScreens = {
  park: screenCode(() => import('./park-list-screen'), (m) => m.ParkListScreen),
  'park-add': screenCode(() => import('./park-form-screen'), (m) => m.ParkFormScreen),
  'park-build': screenCode(() => import('./estate-screen'), (m) => m.EstateScreen),
  'park-fileds': screenCode(() => import('./fields/model-list-screen'), (m) => m.ModelListScreen),
  'park-fileds-add': screenCode(() => import('./fields/field-form-screen'), (m) => m.FieldFormScreen),
  'park-fileds-manage': screenCode(() => import('./fields/field-list-screen'), (m) => m.FieldListScreen),
} satisfies ScreenCodes;

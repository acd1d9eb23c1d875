import { screenCode, type ScreenCodes } from '@/lib/screen-code';

/** The screens of features/staff, by screen name (src/app/screens composes every feature's). */
export const staffScreens = {
  staffManage: screenCode(() => import('./staff-manage-screen'), (m) => m.StaffManageScreen),
  staffList: screenCode(() => import('./staff-list-screen'), (m) => m.StaffListScreen),
  staffAddOrEdit: screenCode(() => import('./staff-form-screen'), (m) => m.StaffFormScreen),
} satisfies ScreenCodes;

import { queryOptions } from '@tanstack/react-query';
import { fetchLoginData } from '@/api/auth';
import { callKey } from '@/api/call';
import { userCalls } from '@/api/user';
import { useSessionStore } from '@/stores/session';

/**
 * The signed-in user's profile as the server has it now: asked each time the profile opens, and each answer also
 * refreshes the session's copy (name, avatar, contact, role level).
 */
export const loginDataQuery = () =>
  queryOptions({
    queryKey: callKey(userCalls.loginData),
    queryFn: async () => {
      const data = await fetchLoginData();
      useSessionStore.getState().updateProfile({
        userName: data.user.username,
        avatar: data.user.avatar,
        email: data.user.email,
        phone: data.user.phone,
        roleLevel: data.extra.roleLevel,
      });
      return data;
    },
    staleTime: 0,
  });

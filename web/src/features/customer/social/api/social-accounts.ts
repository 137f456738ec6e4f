// GET /api/v1/customer/social-accounts and POST .../unlink: the account page's connected accounts,
// one entry per provider the shop offers, linked or not, and whether the member has a password
// (without one the last way in cannot be removed: the server refuses with 409 and says why).
import { useQuery } from '@tanstack/react-query';
import { apiCall, type AnswerOf } from '../../../../lib/api';
import { customerCall, memberDataQuery } from '../../api/customer-call';
import type { CallResult } from '../../types';

const PATH = '/api/v1/customer/social-accounts';

export type SocialAccounts = AnswerOf<typeof PATH, 'get'>;
export type SocialAccount = SocialAccounts['data'][number];

export const socialAccountsQueryOptions = () => memberDataQuery('social-accounts', (signal) => apiCall('get', PATH, { signal }));

export function useSocialAccounts() {
  return useQuery({ ...socialAccountsQueryOptions(), retry: false });
}

export function unlinkSocialAccount(type: string): Promise<CallResult> {
  return customerCall('post', '/api/v1/customer/social-accounts/unlink', { form: { type } });
}

// GET /srv/service/customer/department/list: the departments a shopper writes to, named in the
// page's language (spec section 3, Message with a department).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../../lib/api';
import { getSettings } from '../../../../lib/settings';

export function departmentsQueryOptions() {
  return queryOptions({
    queryKey: ['departments', getSettings().LANGUAGE],
    queryFn: ({ signal }) => apiCall('get', '/srv/service/customer/department/list', { signal }).then((answer) => answer.data),
    staleTime: 10 * 60 * 1000,
  });
}

export function useDepartments() {
  return useQuery(departmentsQueryOptions());
}

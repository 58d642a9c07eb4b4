/** Settings' "your data" calls: the export, and deleting the account. */
import { DELETE_ACCOUNT_CONFIRMATION } from '@contracts/constants';
import type { DeleteAccountResponse, MyDataExport } from '@contracts/my-data';
import { postTo, request, type ApiOptions } from '../lib/api';

export function myDataApi(options: ApiOptions) {
  return {
    exportMyData: () => request<MyDataExport>(options, 'export-my-data'),
    deleteAccount: () => postTo<DeleteAccountResponse>(options, 'delete-account', { confirm: DELETE_ACCOUNT_CONFIRMATION }),
  };
}

// A user's customer (spec §7 Customers): the customer record with its rooms, its contracts with each
// licence's use, the customer form, its SMS activation, and staff's onboarding of a new customer.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiClient } from '../http/default-client.ts';
import { userKeys } from './users.ts';

export type CustomerWithRooms = paths['/api/customers/user/{userId}']['get']['responses'][200]['content']['application/json'];
export type CustomerRecord = CustomerWithRooms['customer'];
export type CustomerRoom = CustomerWithRooms['rooms'][number];
export type CustomerUpdateRequest = paths['/api/customers/{id}']['put']['requestBody']['content']['application/json'];
export type CustomerCreateRequest = paths['/api/customers']['post']['requestBody']['content']['application/json'];
export type CreatedCustomer = paths['/api/customers']['post']['responses'][201]['content']['application/json'];
export type ServiceContractUsage =
  paths['/api/customers/service-contracts/user']['get']['responses'][200]['content']['application/json']['serviceContracts'][number];

export type ServiceContractAddRequest = paths['/api/customers/{id}/service-contracts']['post']['requestBody']['content']['application/json'];
export type ServiceContractUpdateRequest = paths['/api/customers/{id}/service-contracts/{contractId}']['put']['requestBody']['content']['application/json'];

export const customerKeys = {
  all: ['customers'] as const,
  ofUser: (userId: string) => ['customers', 'user', userId] as const,
  contractsOfUser: (userId: string) => ['customers', 'contracts', userId] as const,
};

export function getUserCustomer(userId: string): Promise<CustomerWithRooms> {
  return unwrap('/api/customers/user/{userId}', apiClient().GET('/api/customers/user/{userId}', { params: { path: { userId } } }));
}

export const customerOfUserQuery = (userId: string) => queryOptions({ queryKey: customerKeys.ofUser(userId), queryFn: () => getUserCustomer(userId) });

export async function listServiceContracts(userId: string): Promise<ServiceContractUsage[]> {
  const answer = await unwrap(
    '/api/customers/service-contracts/user',
    apiClient().GET('/api/customers/service-contracts/user', { params: { query: { userId } } }),
  );
  return answer.serviceContracts;
}

export const serviceContractsQuery = (userId: string) =>
  queryOptions({ queryKey: customerKeys.contractsOfUser(userId), queryFn: () => listServiceContracts(userId) });

/** PUT /api/customers/{id}: the whole form (an absent optional field is cleared). */
export function updateCustomer(id: string, body: CustomerUpdateRequest): Promise<CustomerRecord> {
  return unwrap('/api/customers/{id}', apiClient().PUT('/api/customers/{id}', { params: { path: { id } }, body }));
}

/** PUT /api/customers/{id}/sms-activation: staff record that the provider activated (or withdrew) the customer's SMS. */
export async function setCustomerSmsActivation(id: string, activated: boolean): Promise<boolean> {
  return (
    await unwrap('/api/customers/{id}/sms-activation', apiClient().PUT('/api/customers/{id}/sms-activation', { params: { path: { id } }, body: { activated } }))
  ).smsActivated;
}

/** POST /api/customers: a customer, its first user and its contracts, all or nothing. */
export function createCustomer(body: CustomerCreateRequest): Promise<CreatedCustomer> {
  return unwrap('/api/customers', apiClient().POST('/api/customers', { body }));
}

/** POST /api/customers/{id}/service-contracts: staff add a contract with its licences. */
export function addServiceContract(customerId: string, body: ServiceContractAddRequest): Promise<ServiceContractUsage> {
  return unwrap(
    '/api/customers/{id}/service-contracts',
    apiClient().POST('/api/customers/{id}/service-contracts', { params: { path: { id: customerId } }, body }),
  );
}

/** PUT /api/customers/{id}/service-contracts/{contractId}: the contract as it is to be (a line left out is removed). */
export function updateServiceContract(customerId: string, contractId: string, body: ServiceContractUpdateRequest): Promise<ServiceContractUsage> {
  return unwrap(
    '/api/customers/{id}/service-contracts/{contractId}',
    apiClient().PUT('/api/customers/{id}/service-contracts/{contractId}', { params: { path: { id: customerId, contractId } }, body }),
  );
}

function useCustomersMutation<Variables, Output>(call: (variables: Variables) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: customerKeys.all }), queryClient.invalidateQueries({ queryKey: userKeys.all })]);
    },
  });
}

export const useUpdateCustomer = () => useCustomersMutation(({ id, ...body }: CustomerUpdateRequest & { id: string }) => updateCustomer(id, body));
export const useSetCustomerSmsActivation = () =>
  useCustomersMutation(({ id, activated }: { id: string; activated: boolean }) => setCustomerSmsActivation(id, activated));
export const useCreateCustomer = () => useCustomersMutation(createCustomer);
export const useAddServiceContract = () =>
  useCustomersMutation(({ customerId, ...body }: ServiceContractAddRequest & { customerId: string }) => addServiceContract(customerId, body));
export const useUpdateServiceContract = () =>
  useCustomersMutation(({ customerId, contractId, ...body }: ServiceContractUpdateRequest & { customerId: string; contractId: string }) =>
    updateServiceContract(customerId, contractId, body),
  );

import { zodResolver } from '@hookform/resolvers/zod';
import { useCreateCustomer } from '@sereno/api-client';
import { Breadcrumbs, Button, Card, Notification, PageHeader, Stack, Text, useToast, type LinkComponentProps } from '@sereno/ui';
import { customerCreateSchema, customerSchema, type CustomerCreate, type CustomerInput } from '@sereno/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { FormField } from '../../../shared/forms/FormField.tsx';
import { passwordInput } from '../../../shared/forms/inputs/passwordInput.tsx';
import { textInput } from '../../../shared/forms/inputs/textInput.tsx';
import { paths } from '../../../shared/paths.ts';
import { useUserErrorMessage } from '../shared/userErrorMessage.ts';
import * as styles from '../shared/users.css.ts';
import { CustomerFields } from '../shared/CustomerFields.tsx';
import { LicenceLines } from '../shared/LicenceLines.tsx';
import { customerBody, emptyCustomer } from '../shared/customerFormValues.ts';

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}

const { user, serviceContracts } = customerCreateSchema.shape;
const contract = serviceContracts.unwrap().element;
/** One contract, whose licences may be none: the customer then gets no contract yet. */
const formSchema = z.object({ customer: customerSchema, user, contractName: contract.shape.name, licenses: z.array(contract.shape.licenses.element) });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

/**
 * Staff add a customer in one flow (issue 18): its record, its first user (a customer account of it)
 * and a contract with its licences, stored together by POST /customers; then its user's page opens.
 */
export function NewCustomerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { toast } = useToast();
  const userErrorMessage = useUserErrorMessage();
  const create = useCreateCustomer();
  const { control, handleSubmit } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      customer: { ...emptyCustomer } satisfies CustomerInput,
      user: { username: '', email: '', name: '', password: '' },
      contractName: t('users.onboarding.defaultContract', { year: new Date().getFullYear() }),
      licenses: [{ name: t('users.onboarding.defaultLicence'), qty: 1 }],
    },
  });

  const submit = handleSubmit(async (values) => {
    const body: CustomerCreate = {
      customer: customerBody(values.customer, { staffNotes: true }),
      user: values.user,
      serviceContracts: values.licenses.length > 0 ? [{ name: values.contractName, licenses: values.licenses }] : [],
    };
    const created = await create.mutateAsync(body).catch(() => null);
    if (!created) return;
    toast({ tone: 'success', message: t('users.onboarding.created', { company: values.customer.companyName, username: values.user.username }) });
    await navigate(paths.user(created.userId));
  });

  return (
    <div className={styles.page}>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('users.onboarding.title')}>
        <Stack gap="large">
          <PageHeader
            breadcrumbs={
              <Breadcrumbs linkComponent={RouterLink}>
                <Breadcrumbs.Item href={paths.users}>{t('users.detail.back')}</Breadcrumbs.Item>
                <Breadcrumbs.Item>{t('users.onboarding.title')}</Breadcrumbs.Item>
              </Breadcrumbs>
            }
            title={t('users.onboarding.title')}
            description={t('users.onboarding.description')}
          />
          <Card title={t('users.onboarding.company')}>
            <Card.Body>
              <CustomerFields control={control} staffNotes />
            </Card.Body>
          </Card>
          <Card title={t('users.onboarding.user')}>
            <Card.Body>
              <Stack gap="medium">
                <Text tone="secondary">{t('users.onboarding.userHint')}</Text>
                <div className={styles.formGrid}>
                  <FormField control={control} name="user.username" input={textInput} label={t('users.form.username')} autoComplete="off" isRequired />
                  <FormField control={control} name="user.name" input={textInput} label={t('users.form.name')} isRequired />
                  <FormField control={control} name="user.email" input={textInput} type="email" label={t('users.form.email')} isRequired />
                  <FormField
                    control={control}
                    name="user.password"
                    input={passwordInput}
                    label={t('users.form.password')}
                    description={t('users.form.passwordHint')}
                    autoComplete="new-password"
                    isRequired
                  />
                </div>
              </Stack>
            </Card.Body>
          </Card>
          <Card title={t('users.onboarding.licences')}>
            <Card.Body>
              <Stack gap="medium">
                <Text tone="secondary">{t('users.onboarding.licencesHint')}</Text>
                <FormField control={control} name="contractName" input={textInput} label={t('users.onboarding.contractName')} isRequired />
                <LicenceLines control={control} />
              </Stack>
            </Card.Body>
          </Card>
          {create.isError ? (
            <Notification tone="error" autoHideMs={null}>
              {userErrorMessage(create.error)}
            </Notification>
          ) : null}
          <div>
            <Button type="submit" isPending={create.isPending}>
              {t('users.onboarding.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </div>
  );
}

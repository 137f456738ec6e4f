// The department a message goes to, picked from the shop's list (the contact page's form and a
// member's new message).
import type { ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { FormField } from '../components/FormField';
import { useDepartments } from './api/get-departments';

interface DepartmentFieldProps {
  id: string;
  error: FieldError | undefined;
  required?: boolean;
  select: ComponentProps<'select'>;
}

export function DepartmentField({ id, error, required, select }: DepartmentFieldProps) {
  const { t } = useTranslation();
  const departments = useDepartments();
  return (
    <FormField id={id} label={t('conversations.department')} error={error} required={required}>
      <select className="member-input" {...select}>
        <option value="">{t('conversations.chooseDepartment')}</option>
        {departments.data?.map((department) => (
          <option key={department.id} value={department.id}>
            {department.name}
          </option>
        ))}
      </select>
    </FormField>
  );
}

// A new conversation with one of the shop's departments, optionally about one of the member's
// orders (send-new-message; spec section 3, Message with a department).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/translate';
import { formatOrderDay, useMemberOrders } from '../../order';
import { messageOf } from '../api/customer-call';
import { FormField } from '../components/FormField';
import { fieldProps } from '../../../components/form/field-props';
import { DepartmentField } from './DepartmentField';
import { sendNewMessage, showThread } from './api/send-message';
import { MessageBox } from './MessageBox';
import { newMessageSchema, refusedFields, SUBJECT_MAX_CHARS, type NewMessageValues } from './message-rules';
import { FormError, SUBMIT_VALIDATION } from '../../../components/form/form-errors';
import { MemberForm, SubmitOrCancel } from '../../../components/form/MemberForm';

const FIELDS = ['department', 'orderNo', 'subject', 'message'] as const;

interface NewMessageFormProps {
  onSent: (id: number, statusText: string) => void;
  onCancel: () => void;
}

export function NewMessageForm({ onSent, onCancel }: NewMessageFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const orders = useMemberOrders(true);
  const [failure, setFailure] = useState('');
  const form = useForm<NewMessageValues>({
    resolver: zodResolver(newMessageSchema),
    defaultValues: { department: '', orderNo: '', subject: '', message: '' },
    ...SUBMIT_VALIDATION,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: NewMessageValues) => {
    setFailure('');
    const result = await sendNewMessage(values);
    if (result.ok) {
      await showThread(queryClient, result);
      onSent(result.thread.message.id, result.thread.statusText);
      return;
    }
    const named = refusedFields(result.refusal, FIELDS);
    for (const field of named) form.setError(field.key, { type: 'server', message: field.message });
    if (named.length === 0) setFailure(messageOf(result.refusal, t('conversations.sendFailed')));
  };

  const field = (name: (typeof FIELDS)[number]) => fieldProps(form, name, `new-message-${name}`);
  const orderList = Array.isArray(orders.data) ? orders.data : [];

  return (
    <MemberForm
      form={form}
      onValid={onSubmit}
      className="conversation-new"
      aria-label={t('conversations.newMessage')}
      data-testid="new-message-form"
    >
      <div className="member-form__pair">
        <DepartmentField id="new-message-department" error={errors.department} select={field('department')} />
        <FormField id="new-message-orderNo" label={t('conversations.order')} error={errors.orderNo}>
          <select className="member-input" {...field('orderNo')}>
            <option value="">{t('conversations.noOrder')}</option>
            {orderList.map((order) => (
              <option key={order.order_no} value={order.order_no}>
                {t('conversations.orderOption', { no: order.display_no, date: formatOrderDay(order.created_at) })}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id="new-message-subject" label={t('conversations.subject')} error={errors.subject}>
        <input className="member-input" maxLength={SUBJECT_MAX_CHARS} autoComplete="off" {...field('subject')} />
      </FormField>
      <MessageBox
        form={form}
        id="new-message-message"
        label={t('conversations.message')}
      />
      <FormError text={failure} />
      <SubmitOrCancel
        className="conversation-new__actions"
        submit={t('conversations.send')}
        cancel={t('conversations.cancel')}
        busy={isSubmitting}
        onCancel={onCancel}
      />
    </MemberForm>
  );
}

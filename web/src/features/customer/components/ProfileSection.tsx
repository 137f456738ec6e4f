// The profile section of the account page (page 6), in a chunk of its own with the date picker and
// the phone widget: the personal details with the email change, then the phone change.
import type { AccountMember } from '../../../lib/page-data';
import { PhoneChange } from './PhoneChange';
import { ProfileForm } from './ProfileForm';

export default function ProfileSection({ member, onSaved }: { member: AccountMember; onSaved: () => Promise<void> }) {
  return (
    <>
      <ProfileForm member={member} onSaved={onSaved} />
      <PhoneChange phone={member.PHONE} onSaved={onSaved} />
    </>
  );
}

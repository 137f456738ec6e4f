// The landing of the email-change link on the account page (?activation=email&token=..&id..,
// spec section 2), in a chunk of its own that only such a visit fetches: the link is confirmed once,
// the outcome shown with the server's text, and the link's parameters leave the address bar (the
// page then reloads its data with the new address).
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { openedLink, withoutActivationLink } from '../activation-link';
import { confirmEmail } from '../api/confirm-email';
import { ActivationNotice } from './ActivationNotice';

export default function EmailChangeNotice() {
  const [params, setParams] = useSearchParams();
  // The notice stays when the parameters are dropped and the view mounts again.
  const [link] = useState(() => openedLink(params, 'email'));
  const drop = useCallback(() => {
    setParams(withoutActivationLink, { replace: true });
  }, [setParams]);
  if (!link) return null;
  return <ActivationNotice kind="email" link={link} call={confirmEmail} texts="customer.emailChange" onSettled={drop} />;
}

import { useId, useState } from 'preact/hooks';
import { useText } from './text-context';

/** Enough to catch a typo; the server checks the address properly. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface EmailFormProps {
  busy: boolean;
  onSubmit: (email: string, name: string) => Promise<boolean>;
}

/** After a walk-away: the shopper may leave an e-mail to hear if the store accepts their offer. */
export function EmailForm({ busy, onSubmit }: EmailFormProps) {
  const words = useText();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState(false);
  const introId = useId();
  const errorId = useId();

  const submit = (event: Event) => {
    event.preventDefault();
    const address = email.trim();
    setInvalid(!EMAIL.test(address));
    if (EMAIL.test(address)) void onSubmit(address, name.trim());
  };

  return (
    <form class="pw-panel pw-email" aria-labelledby={introId} noValidate onSubmit={submit}>
      <p id={introId}>{words.emailIntro}</p>
      <label>
        {words.emailLabel}
        <input
          type="email"
          autocomplete="email"
          required
          maxLength={255}
          value={email}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onInput={(event) => setEmail(event.currentTarget.value)}
        />
      </label>
      {invalid && (
        <p id={errorId} class="pw-field-error">
          {words.emailInvalid}
        </p>
      )}
      <label>
        {words.nameLabel}
        <input
          type="text"
          autocomplete="name"
          maxLength={255}
          value={name}
          onInput={(event) => setName(event.currentTarget.value)}
        />
      </label>
      <button type="submit" class="pw-primary" disabled={busy}>
        {words.emailSubmit}
      </button>
    </form>
  );
}

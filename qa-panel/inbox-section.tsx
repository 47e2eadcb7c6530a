import { useState } from 'react';
import { ActionNote } from './action-note';
import type { ControlClient, InboxMessage } from './control-client';
import { Log, Row, Section, Small } from './qa-styles';
import { useAction } from './use-action';

/** The SMS codes and email links the fake "sent" to a phone or an email address. */
export function InboxSection({ client }: { client: ControlClient }) {
  const [to, setTo] = useState('');
  const [messages, setMessages] = useState<InboxMessage[]>([]);
  const { note, failed, run } = useAction();

  const read = () =>
    run(async () => {
      const address = to.trim();
      const found = await client.readInbox(
        address.includes('@') ? { email: address } : { phone: address },
      );
      setMessages([...found].reverse());
      return `${found.length} message(s), newest first`;
    });

  return (
    <Section aria-labelledby="qa-inbox">
      <h3 id="qa-inbox">Inbox</h3>
      <Row>
        <label>
          Phone or email
          <input value={to} onChange={(event) => setTo(event.target.value)} autoComplete="off" />
        </label>
        <Small type="button" disabled={!to.trim()} onClick={() => void read()}>
          Read inbox
        </Small>
      </Row>
      <ActionNote note={note} failed={failed} />
      {messages.length > 0 && (
        <Log aria-label="Inbox messages">
          {messages.map((message, index) => (
            <li key={`${message.sentAt}-${index}`}>
              {message.sentAt} {message.kind} {message.code && <strong>{message.code}</strong>}
              {message.link && <a href={message.link}>{message.link}</a>}
            </li>
          ))}
        </Log>
      )}
    </Section>
  );
}

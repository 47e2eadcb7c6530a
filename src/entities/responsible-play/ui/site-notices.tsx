import { BreakNotice } from './break-notice';
import { SessionLeft } from './session-left';

/** What every page says under the app bar while logged in: a break, the session's time left. */
export function SiteNotices() {
  return (
    <>
      <BreakNotice where="site" />
      <SessionLeft />
    </>
  );
}

import { PATHS } from '@/lib/navigation';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from './button';
import { Backdrop, Buttons, CloseButton, ImageBox, Panel, Text, Title } from './dialog-frame';
import { CloseIcon } from './icons';
import { KindIllustration, kindColour, roleOfKind, type DialogKind } from './dialog-kind';
import { useFocusTrap } from './use-focus-trap';

export interface DialogProps {
  title: string;
  /** What the dialog tells: its illustration, colour, role and the kind screen readers hear. */
  kind?: DialogKind;
  text?: string;
  text2?: string;
  /** Image url; the kind's illustration when undefined; no image when null. */
  image?: string | null;
  /** A decorative illustration of the caller's own instead of the kind's (kept out of this module). */
  illustration?: ReactNode;
  /** First button; "OK" when left out. */
  primaryLabel?: string;
  /** Second button; none when left out. */
  secondaryLabel?: string;
  showCloseIcon?: boolean;
  /** The first button goes to login instead of only closing. */
  redirect?: boolean;
  /** Open by default (section 2); a controlled parent passes false to hide it. */
  open?: boolean;
  onClose?: () => void;
  /** Raised by the second button. */
  onSecondary?: () => void;
  children?: ReactNode;
}

/**
 * The generic dialog of section 2: modal, labelled by its title, focus kept inside, and never
 * dismissed by a click outside. Escape closes it only when it shows a close icon.
 */
export function Dialog(props: DialogProps) {
  const { title, text, text2, image, primaryLabel, secondaryLabel, showCloseIcon, redirect } =
    props;
  const { onClose, onSecondary, children, open = true, kind = 'info', illustration } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [dismissed, setDismissed] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  const kindId = useId();
  const shown = open && !dismissed;

  const close = useCallback(() => {
    setDismissed(true);
    onClose?.();
  }, [onClose]);
  useFocusTrap(panel, shown, showCloseIcon ? close : undefined);

  if (!shown) return null;
  const primary = () => {
    close();
    if (redirect) navigate(PATHS.login);
  };

  return createPortal(
    <Backdrop>
      <Panel
        ref={panel}
        role={roleOfKind(kind)}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={text ? `${kindId} ${textId}` : kindId}
        data-kind={kind}
        $accent={kindColour(kind)}
        tabIndex={-1}
      >
        <span id={kindId} className="visually-hidden">
          {t(`dialogKind.${kind}`)}
        </span>
        {showCloseIcon && (
          <CloseButton type="button" onClick={close} aria-label={t('actions.close')}>
            <CloseIcon />
          </CloseButton>
        )}
        {image !== null && (
          <ImageBox>
            {image ? (
              <img src={image} alt="" />
            ) : (
              (illustration ?? <KindIllustration kind={kind} size={200} />)
            )}
          </ImageBox>
        )}
        <Title id={titleId}>{title}</Title>
        {text && <Text id={textId}>{text}</Text>}
        {text2 && <Text>{text2}</Text>}
        {children}
        <Buttons>
          <Button type="button" $block onClick={primary}>
            {primaryLabel ?? t('actions.ok')}
          </Button>
          {secondaryLabel && (
            <Button type="button" $block $variant="secondary" onClick={onSecondary}>
              {secondaryLabel}
            </Button>
          )}
        </Buttons>
      </Panel>
    </Backdrop>,
    document.body,
  );
}

import { useTranslation } from 'react-i18next';

/** Game types whose name the app knows in every language. */
const GAME_KEYS = {
  '6of29': 'lottery.games.6of29',
  '2digit': 'lottery.games.2digit',
} as const;

/** The draw number in a backend label such as "Draw 116"; null when it carries none. */
export function drawNumberOf(label: string | null | undefined): number | null {
  const match = /\d+/.exec(label ?? '');
  return match ? Number(match[0]) : null;
}

/**
 * Game and draw names in the UI language. The backend's labels ("Lotto 6/29", "Draw 116") are
 * English whatever the language, so the app composes them from the game type and draw number;
 * the backend's text shows only for a game the app does not know.
 */
export function useLotteryLabels() {
  const { t } = useTranslation('common');
  return {
    gameName(gameTypeName: string | null | undefined, fallback = ''): string {
      const key = GAME_KEYS[(gameTypeName ?? '') as keyof typeof GAME_KEYS];
      return key ? t(key) : fallback || (gameTypeName ?? '');
    },
    drawName(drawNumber: number | null, fallback = ''): string {
      return drawNumber === null ? fallback : t('lottery.draw', { number: drawNumber });
    },
  };
}

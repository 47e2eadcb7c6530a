import { PATHS } from '@/lib/navigation';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { changeLanguage } from '@/i18n';

/** /cn: Chinese (texts fall back to English, see src/i18n), then the start screen. */
export function ChineseRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    void changeLanguage('zh').then(() => navigate(PATHS.home, { replace: true }));
  }, [navigate]);
  return null;
}

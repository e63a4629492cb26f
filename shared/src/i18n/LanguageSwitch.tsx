import { useLocation, useNavigate } from 'react-router-dom';
import { LANGUAGE_NAMES, LANGUAGE_PARAM, LANGUAGES, type Language } from './language';
import { setLanguage } from './catalogue';
import { useT } from './translate';
import './languageSwitch.css';

/**
 * English / Español in the top bar. Switching keeps the page and its filters and writes `lang` into the
 * address, so a link copied afterwards opens in the same language. Each name is in its own language
 * (and marked so for screen readers), as a visitor who cannot read the other one looks for it.
 */
export function LanguageSwitch() {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const choose = async (language: Language) => {
    await setLanguage(language);
    const search = new URLSearchParams(location.search);
    search.set(LANGUAGE_PARAM, language);
    navigate({ pathname: location.pathname, search: `?${search}`, hash: location.hash }, { replace: true, state: location.state });
  };
  return (
    <div role="group" aria-label={t('shared.language.switch')} className="language-switch">
      {LANGUAGES.map((language) => (
        <button key={language} type="button" lang={language} aria-pressed={t.language === language} onClick={() => void choose(language)}>
          {LANGUAGE_NAMES[language]}
        </button>
      ))}
    </div>
  );
}

import type { MouseEvent } from 'react';
import styled from 'styled-components';
import {
  activateLanguage,
  INTL_LOCALES,
  LANGUAGE_NAMES,
  LANGUAGE_PARAM,
  languageCookie,
  LANGUAGES,
  useLanguage,
  useLocation,
  useMessages,
  useNavigate,
  type Language,
} from 'shared-contracts';
import { shellMessages } from '../messages/shellMessages';

const Choices = styled.div`
  display: flex;
  gap: 2px;
  a {
    display: inline-block;
    min-height: 44px;
    padding: 10px 10px;
    border-radius: 8px;
    color: var(--color-text);
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='true'] {
    color: var(--color-primary);
    background: #f1ebfa;
  }
`;

/**
 * English / हिन्दी. Each is a link to the same page in that language (it works before the page's
 * scripts run, and can be shared); with them, the page changes language in place and the choice
 * is remembered.
 */
export function LanguageSwitch() {
  const t = useMessages(shellMessages);
  const { language, i18n } = useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();

  const addressIn = (code: Language) => {
    const params = new URLSearchParams(search);
    params.set(LANGUAGE_PARAM, code);
    return `${pathname}?${params.toString()}${hash}`;
  };

  const choose = (event: MouseEvent, code: Language) => {
    event.preventDefault();
    void activateLanguage(i18n, code).then(() => {
      document.cookie = languageCookie(code, window.location.protocol === 'https:');
      document.documentElement.lang = INTL_LOCALES[code];
      // The address no longer needs to name a language: the remembered choice decides.
      const params = new URLSearchParams(search);
      if (params.has(LANGUAGE_PARAM)) {
        params.delete(LANGUAGE_PARAM);
        const rest = params.toString();
        navigate(`${pathname}${rest ? `?${rest}` : ''}${hash}`, { replace: true });
      }
    });
  };

  return (
    <Choices role="group" aria-label={t('header.language')}>
      {LANGUAGES.map((code) => (
        <a
          key={code}
          href={addressIn(code)}
          hrefLang={code}
          lang={code}
          aria-current={code === language ? 'true' : undefined}
          onClick={(event) => choose(event, code)}
        >
          {LANGUAGE_NAMES[code]}
        </a>
      ))}
    </Choices>
  );
}

import { useInsertionEffect } from 'react';
// Amplify UI's style sheets for what the admins' sign-in shows (its tokens, the Authenticator, the fields, buttons and
// messages it is made of; not the global reset): as text, put in the page while the sign-in is shown and taken out
// when it goes, so they never reach another page (their tokens also set the body's line height).
import base from '@aws-amplify/ui-react/styles/base.css' with { type: 'text' };
import alert from '@aws-amplify/ui-react/styles/alert.css' with { type: 'text' };
import authenticator from '@aws-amplify/ui-react/styles/authenticator.css' with { type: 'text' };
import button from '@aws-amplify/ui-react/styles/button.css' with { type: 'text' };
import copy from '@aws-amplify/ui-react/styles/copy.css' with { type: 'text' };
import field from '@aws-amplify/ui-react/styles/field.css' with { type: 'text' };
import fieldGroup from '@aws-amplify/ui-react/styles/fieldGroup.css' with { type: 'text' };
import fieldMessages from '@aws-amplify/ui-react/styles/fieldMessages.css' with { type: 'text' };
import fieldset from '@aws-amplify/ui-react/styles/fieldset.css' with { type: 'text' };
import flex from '@aws-amplify/ui-react/styles/flex.css' with { type: 'text' };
import heading from '@aws-amplify/ui-react/styles/heading.css' with { type: 'text' };
import icon from '@aws-amplify/ui-react/styles/icon.css' with { type: 'text' };
import input from '@aws-amplify/ui-react/styles/input.css' with { type: 'text' };
import loader from '@aws-amplify/ui-react/styles/loader.css' with { type: 'text' };
import passwordField from '@aws-amplify/ui-react/styles/passwordField.css' with { type: 'text' };
import text from '@aws-amplify/ui-react/styles/text.css' with { type: 'text' };
import textField from '@aws-amplify/ui-react/styles/textField.css' with { type: 'text' };
import visuallyHidden from '@aws-amplify/ui-react/styles/visuallyHidden.css' with { type: 'text' };

// In the order of Amplify UI's whole sheet (styles.css): rules of equal weight override as they do there.
const SHEET = [base, flex, text, button, fieldMessages, heading, icon, input, loader, copy, alert, authenticator, field, fieldGroup, fieldset, passwordField, textField, visuallyHidden].join('\n');

/** Amplify UI's styles in the document while the calling component is mounted. */
export function useAuthenticatorStyles(): void {
  useInsertionEffect(() => {
    const style = document.createElement('style');
    style.dataset.amplifyUi = '';
    style.textContent = SHEET;
    document.head.append(style);
    return () => style.remove();
  }, []);
}

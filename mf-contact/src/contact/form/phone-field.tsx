import { DEFAULT_PHONE_COUNTRY, PHONE_NATIONAL_MAX_DIGITS, PHONE_NATIONAL_MIN_DIGITS } from '@pharma/shared/content';
import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type InputHTMLAttributes,
  type Ref,
} from 'react';
import metadata from 'libphonenumber-js/min/metadata';
import PhoneInput, { getCountries, getCountryCallingCode, parsePhoneNumber, type Country } from 'react-phone-number-input';
import 'react-phone-number-input/style.css';
import { CountryFlag } from './country-flag';

export const DEFAULT_COUNTRY = DEFAULT_PHONE_COUNTRY.toUpperCase() as Country;
export const PHONE_LENGTH_MESSAGE = `Please enter a phone number of ${PHONE_NATIONAL_MIN_DIGITS} to ${PHONE_NATIONAL_MAX_DIGITS} digits.`;

interface Props {
  id: string;
  /** '+91' style calling code of the chosen country (kept by the form). */
  countryCode: string;
  /** E.164 ('+919876543210') or '' when nothing is typed. */
  value: string;
  onChange: (value: string) => void;
  /** '+91' style calling code of the chosen country. */
  onCountryCodeChange: (code: string) => void;
}

/**
 * International phone input: country selector (supported countries only, India first chosen), a
 * calling code that cannot be edited, and at most the longest number the country allows (flags are
 * self-hosted, one small chunk per country). To start again at India, remount it with a new key.
 */
export function PhoneField({ id, countryCode, value, onChange, onCountryCodeChange }: Props) {
  const inputRef = useRef<HTMLInputElement>(null);
  // '+' and the digits of another calling code being typed; null while the number is typed as usual.
  const [pendingCode, setPendingCode] = useState<string | null>(null);
  // The country a typed calling code chose; the library's `reset` makes it start there.
  const [startCountry, setStartCountry] = useState<Country>(DEFAULT_COUNTRY);
  const [reset, setReset] = useState(0);

  // The calling code is not editable, so the library drops a '+' and any other code: a number written
  // with its own code ('+44 20 7946 0958') is taken as it is, and the country follows it.
  const onBeforeInput = useCallback(
    (event: InputEvent) => {
      if (pendingCode === null) {
        if (event.inputType === 'insertText' && event.data === '+') {
          event.preventDefault();
          setPendingCode('+');
        }
        return;
      }
      event.preventDefault();
      if (event.inputType === 'deleteContentBackward') {
        setPendingCode(pendingCode.length > 1 ? pendingCode.slice(0, -1) : null);
        return;
      }
      const digits = event.inputType === 'insertText' ? (event.data ?? '').replace(/\D/g, '') : '';
      if (!digits) return;
      const typed = pendingCode + digits;
      const country = countryOfCallingCode(typed);
      if (country) {
        // The selector starts again at that country, its code shown and not editable, the number empty.
        setPendingCode(null);
        setStartCountry(country);
        setReset((count) => count + 1);
        onChange('');
      } else if (typed.length <= MAX_CALLING_CODE_LENGTH) {
        setPendingCode(typed);
      }
    },
    [pendingCode, onChange],
  );

  const onPaste = useCallback(
    (event: ClipboardEvent<HTMLInputElement>) => {
      const number = internationalNumber(event.clipboardData.getData('text/plain'));
      if (!number) return; // digits alone are the chosen country's: the library's own paste
      event.preventDefault();
      setPendingCode(null);
      onChange(number);
    },
    [onChange],
  );

  // The 2-digit minimum is a native validity rule, so the browser blocks the submit like `required` does.
  useEffect(() => {
    inputRef.current?.setCustomValidity(isNationalLengthValid(value, countryCode) ? '' : PHONE_LENGTH_MESSAGE);
  }, [value, countryCode]);

  return (
    <TypedCallingCode.Provider value={{ pendingCode, onBeforeInput, onPaste, onLeave: () => setPendingCode(null) }}>
      <PhoneInput
        id={id}
        // The library forwards `ref` to its <input/>; its typings describe the class component instead.
        ref={inputRef as unknown as Ref<never>}
        name="phone"
        autoComplete="tel"
        className="contact-phone"
        international
        countryCallingCodeEditable={false}
        addInternationalOption={false}
        defaultCountry={startCountry}
        reset={reset}
        limitMaxLength
        flagComponent={CountryFlag}
        inputComponent={CallingCodeAwareInput}
        value={value || undefined}
        onChange={(next?: string) => onChange(next ?? '')}
        onCountryChange={(country?: Country) => onCountryCodeChange(callingCode(country ?? DEFAULT_COUNTRY))}
      />
    </TypedCallingCode.Provider>
  );
}

interface TypedCallingCodeState {
  pendingCode: string | null;
  onBeforeInput: (event: InputEvent) => void;
  onPaste: (event: ClipboardEvent<HTMLInputElement>) => void;
  onLeave: () => void;
}

const TypedCallingCode = createContext<TypedCallingCodeState | null>(null);

/** '+' and up to 3 digits: no calling code is longer, and none is the start of another. */
const MAX_CALLING_CODE_LENGTH = 4;

/** The country a calling code ('+44') stands for: the main one of those sharing it (GB for +44, US for +1). */
export function countryOfCallingCode(code: string): Country | undefined {
  const [main] = metadata.country_calling_codes[code.replace(/^\+/, '')] ?? [];
  return main && getCountries().includes(main) ? main : undefined;
}

/**
 * The library's <input/>, which also shows a calling code while it is typed and hands '+', its digits
 * and pasted international numbers to the field. `beforeinput` is what both keyboards and on-screen
 * keyboards send before a character lands, and cancelling it keeps the library's formatter out.
 */
const CallingCodeAwareInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function CallingCodeAwareInput(props, ref) {
  const typed = useContext(TypedCallingCode);
  const own = useRef<HTMLInputElement | null>(null);
  const onBeforeInput = typed?.onBeforeInput;
  useEffect(() => {
    const input = own.current;
    if (!input || !onBeforeInput) return undefined;
    const listener = (event: Event) => onBeforeInput(event as InputEvent);
    input.addEventListener('beforeinput', listener);
    return () => input.removeEventListener('beforeinput', listener);
  }, [onBeforeInput]);
  const setRef = useCallback(
    (element: HTMLInputElement | null) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const pending = typed?.pendingCode ?? null;
  return (
    <input
      {...props}
      ref={setRef}
      value={pending ?? props.value}
      // While a calling code is typed the library's formatter is kept out, so React must not treat the
      // shown code as an uncontrolled edit.
      onChange={pending === null ? props.onChange : () => undefined}
      onPaste={(event) => {
        typed?.onPaste(event);
        if (!event.defaultPrevented) props.onPaste?.(event);
      }}
      onBlur={(event) => {
        typed?.onLeave();
        props.onBlur?.(event);
      }}
    />
  );
});

/**
 * The E.164 form of a number written with its own calling code ('+44 20 7946 0958', '0044 20…') whose
 * country the selector offers; undefined for anything else (national digits, an unknown code).
 */
export function internationalNumber(text: string): string | undefined {
  const trimmed = text.trim();
  if (!/^(\+|00)/.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  const parsed = parsePhoneNumber(`+${trimmed.startsWith('00') ? digits.slice(2) : digits}`);
  if (!parsed?.country || !getCountries().includes(parsed.country)) return undefined;
  return parsed.number;
}

export function callingCode(country: Country): string {
  return `+${getCountryCallingCode(country)}`;
}

/**
 * Empty is fine (the field is optional); otherwise 2–17 national digits. The calling code cannot be
 * edited, so the number always starts with the chosen country's code.
 */
export function isNationalLengthValid(value: string, countryCode: string): boolean {
  const digits = value.replace(/\D/g, '');
  if (digits === '') return true;
  const national = digits.length - countryCode.replace(/\D/g, '').length;
  return national >= PHONE_NATIONAL_MIN_DIGITS && national <= PHONE_NATIONAL_MAX_DIGITS;
}

import { DEFAULT_PHONE_COUNTRY, PHONE_NATIONAL_MAX_DIGITS, PHONE_NATIONAL_MIN_DIGITS } from '@pharma/shared/content';
import { useEffect, useRef, type Ref } from 'react';
import PhoneInput, { getCountryCallingCode, type Country } from 'react-phone-number-input';
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

  // The 2-digit minimum is a native validity rule, so the browser blocks the submit like `required` does.
  useEffect(() => {
    inputRef.current?.setCustomValidity(isNationalLengthValid(value, countryCode) ? '' : PHONE_LENGTH_MESSAGE);
  }, [value, countryCode]);

  return (
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
      defaultCountry={DEFAULT_COUNTRY}
      limitMaxLength
      flagComponent={CountryFlag}
      value={value || undefined}
      onChange={(next?: string) => onChange(next ?? '')}
      onCountryChange={(country?: Country) => onCountryCodeChange(callingCode(country ?? DEFAULT_COUNTRY))}
    />
  );
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

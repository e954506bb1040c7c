/**
 * Makes DocSearch run the query in its input again (after the full index replaced the quick one, see
 * client.ts `onUpgrade`). DocSearch offers no refresh from outside its modal; its input is a React controlled
 * input, whose change handler runs on an `input` event only when React's value tracker saw a different value
 * last, so the tracker is reset first. Nothing happens when the input is empty or gone.
 */
interface TrackedInput {
  value: string;
  dispatchEvent(event: Event): boolean;
  _valueTracker?: {setValue(value: string): void};
}

export function askAgain(input: TrackedInput | null): boolean {
  if (!input || input.value === '') {
    return false;
  }
  input._valueTracker?.setValue('');
  return input.dispatchEvent(new Event('input', {bubbles: true}));
}

import { createContext, useContext, useLayoutEffect, useRef } from 'react';

/** Registers a page's question "is something not saved?"; answers how to take it back. */
type Register = (unsaved: () => boolean) => () => void;

/** The app's one leave prompt (app/LeavePrompt.tsx) asks each registered page part when the user would leave. */
export const UnsavedChangesContext = createContext<Register>(() => () => undefined);

/**
 * Says that this part of the page holds work not saved yet (a half-filled form, an unsent message): leaving the page
 * for another one of the app then asks first. `unsaved` is asked at the moment of leaving, with what the last render
 * saw and the refs as they are then: a form that saved and moves on in the same event (its submit under way, or a
 * ref it set) is let go.
 */
export function useUnsavedChanges(unsaved: () => boolean): void {
  const register = useContext(UnsavedChangesContext);
  const latest = useRef(unsaved);
  useLayoutEffect(() => {
    latest.current = unsaved;
  });
  // In the commit itself, not after it: React may hold a transition's passive effects until its next render, which is
  // the very navigation that asks (a page left was still asked about on the way back to it).
  useLayoutEffect(() => register(() => latest.current()), [register]);
}

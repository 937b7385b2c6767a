import { createContext, useContext, useState, type ReactNode } from 'react';
import { createToastStore, type Toast, type ToastStore } from './toast-store.ts';

export const ToastContext = createContext<ToastStore | null>(null);

/** One toast area for every page (spec 000 §2); screens show toasts with `useToast()`. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createToastStore);
  return <ToastContext.Provider value={store}>{children}</ToastContext.Provider>;
}

/** `const toast = useToast(); toast({ message, level: 'ERROR' })` */
export function useToast(): (toast: Toast) => void {
  return (useContext(ToastContext) as ToastStore).show;
}

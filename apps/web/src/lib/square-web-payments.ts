/**
 * Square's Web Payments SDK (square.js), loaded from Square the first time a Square card field is
 * shown. Only the part this app uses is typed here; Square's own loader package brings a whole
 * TypeScript compiler along for its types.
 */

export interface SquareTokenResult {
  status: 'OK' | 'Cancel' | 'Error' | 'Invalid' | 'Abort' | 'Unknown';
  token?: string;
  errors?: { message: string }[];
}

export interface SquareCard {
  attach(target: string | HTMLElement): Promise<void>;
  tokenize(): Promise<SquareTokenResult>;
  destroy(): Promise<boolean>;
}

export interface SquarePayments {
  card(): Promise<SquareCard>;
}

interface SquareGlobal {
  payments(applicationId: string, locationId: string): SquarePayments;
}

declare global {
  interface Window {
    Square?: SquareGlobal;
  }
}

/** square.js for the application: Square's sandbox serves its sandbox-… applications. */
export const squareScriptFor = (applicationId: string) =>
  applicationId.startsWith('sandbox-')
    ? 'https://sandbox.web.squarecdn.com/v1/square.js'
    : 'https://web.squarecdn.com/v1/square.js';

let loading: Promise<SquareGlobal> | null = null;

function loadSquare(src: string): Promise<SquareGlobal> {
  if (window.Square) return Promise.resolve(window.Square);
  loading ??= new Promise<SquareGlobal>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.addEventListener('load', () =>
      window.Square ? resolve(window.Square) : reject(new Error('square.js loaded without Square')),
    );
    script.addEventListener('error', () => {
      script.remove();
      // The next card field tries again (the network may be back).
      loading = null;
      reject(new Error('square.js could not be loaded'));
    });
    document.head.appendChild(script);
  });
  return loading;
}

/** Square's payments for the application and location (Square.payments); rejects when it cannot start. */
export async function squarePayments(applicationId: string, locationId: string): Promise<SquarePayments> {
  const square = await loadSquare(squareScriptFor(applicationId));
  return square.payments(applicationId, locationId);
}

import { PaymentResult } from '../components/PaymentResult';

export default function PaymentSuccessPage() {
  return <PaymentResult outcome="success" />;
}

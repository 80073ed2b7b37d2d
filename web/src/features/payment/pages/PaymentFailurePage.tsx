import { PaymentResult } from '../components/PaymentResult';

export default function PaymentFailurePage() {
  return <PaymentResult outcome="failure" />;
}

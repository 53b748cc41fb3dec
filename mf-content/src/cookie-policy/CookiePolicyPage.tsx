export default function CookiePolicyPage() {
  return (
    <section className="page">
      <h1>Cookie Policy</h1>
    </section>
  );
}

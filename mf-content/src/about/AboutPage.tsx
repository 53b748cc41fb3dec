export default function AboutPage() {
  return (
    <section className="page">
      <h1>About Us</h1>
    </section>
  );
}

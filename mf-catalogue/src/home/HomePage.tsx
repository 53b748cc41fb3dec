export default function HomePage() {
  return (
    <section className="page">
      <h1>Your Child, The Hero</h1>
      <p>Ready in minutes! Turn one photo into a printed storybook starring your child.</p>
    </section>
  );
}

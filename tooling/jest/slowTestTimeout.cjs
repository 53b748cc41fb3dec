// A project's `testTimeout` is not applied to its tests when jest runs several projects (only the root's
// is), so the API's tests set theirs here: a test's first photo loads the face model in the work pool,
// seconds when every core is busy.
jest.setTimeout(30_000);

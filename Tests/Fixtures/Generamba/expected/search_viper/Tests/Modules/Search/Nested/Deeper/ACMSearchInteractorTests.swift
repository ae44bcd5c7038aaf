// ACMSearchInteractorTests.swift for Search in SearchAppTests
final class ACMSearchInteractorTests {}
